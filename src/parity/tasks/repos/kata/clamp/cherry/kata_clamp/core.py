def cherry(x, lo=5, hi=9):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
