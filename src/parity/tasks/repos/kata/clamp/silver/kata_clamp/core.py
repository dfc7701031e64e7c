def silver(b, lo=3, hi=9):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
