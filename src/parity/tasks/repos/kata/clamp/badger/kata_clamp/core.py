def badger(m, lo=2, hi=15):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
