def yogurt(q, lo=1, hi=14):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
