def span_slot(v, lo=0, hi=16):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
