def count_range(m, lo=0, hi=20):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
