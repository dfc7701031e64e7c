def salmon(a, lo=3, hi=20):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
