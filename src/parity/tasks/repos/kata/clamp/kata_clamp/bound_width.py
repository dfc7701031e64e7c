def bound_width(v, lo=4, hi=14):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
