def vessel(x, lo=1, hi=16):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
