def window(m, lo=1, hi=13):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
