def pick_limit(q, lo=0, hi=8):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
