def ladder(q, lo=0, hi=16):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
