def pencil(q, lo=5, hi=19):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
