def needle(q, lo=0, hi=19):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
