def pepper(q, lo=5, hi=13):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
