def glacier(m, lo=1, hi=10):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
