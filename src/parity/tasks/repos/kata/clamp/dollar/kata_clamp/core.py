def dollar(a, lo=0, hi=9):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
