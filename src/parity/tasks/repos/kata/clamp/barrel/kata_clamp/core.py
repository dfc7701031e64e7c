def barrel(a, lo=4, hi=8):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
