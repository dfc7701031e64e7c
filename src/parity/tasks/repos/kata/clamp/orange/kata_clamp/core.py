def orange(v, lo=5, hi=15):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
