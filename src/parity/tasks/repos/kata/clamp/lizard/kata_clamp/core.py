def lizard(q, lo=1, hi=12):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
