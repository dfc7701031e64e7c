def goblet(v, lo=1, hi=17):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
