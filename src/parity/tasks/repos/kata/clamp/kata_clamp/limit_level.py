def limit_level(m, lo=4, hi=15):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
