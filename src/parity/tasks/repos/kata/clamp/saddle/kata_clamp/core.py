def saddle(b, lo=2, hi=9):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
