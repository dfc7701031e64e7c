def dinner(q, lo=0, hi=15):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
