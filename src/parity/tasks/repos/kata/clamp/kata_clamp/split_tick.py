def split_tick(v, lo=5, hi=17):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
