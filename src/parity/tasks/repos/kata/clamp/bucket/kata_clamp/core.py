def bucket(m, lo=3, hi=12):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
