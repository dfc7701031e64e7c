def nickel(a, lo=2, hi=18):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
