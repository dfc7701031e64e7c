def quartz(v, lo=4, hi=8):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
