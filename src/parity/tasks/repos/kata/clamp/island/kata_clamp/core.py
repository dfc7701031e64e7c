def island(a, lo=1, hi=10):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
