def merge_fee(q, lo=4, hi=16):
    if q < lo:
        return lo
    if q > hi:
        return hi
    return q
