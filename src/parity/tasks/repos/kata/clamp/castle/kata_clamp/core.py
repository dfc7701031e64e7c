def castle(x, lo=0, hi=20):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
