def wagon(q, lo=3, hi=20):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
