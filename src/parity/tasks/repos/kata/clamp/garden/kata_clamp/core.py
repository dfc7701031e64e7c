def garden(m, lo=3, hi=15):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
