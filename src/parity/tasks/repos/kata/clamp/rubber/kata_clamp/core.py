def rubber(a, lo=4, hi=20):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
