def kettle(v, lo=5, hi=19):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
