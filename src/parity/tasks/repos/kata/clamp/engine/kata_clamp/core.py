def engine(k, lo=3, hi=15):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
