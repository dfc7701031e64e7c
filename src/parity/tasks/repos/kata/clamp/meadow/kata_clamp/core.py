def meadow(k, lo=2, hi=16):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
