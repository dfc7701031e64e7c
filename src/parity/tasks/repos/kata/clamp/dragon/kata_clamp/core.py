def dragon(v, lo=3, hi=14):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
