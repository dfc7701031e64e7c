def jigsaw(k, lo=2, hi=20):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
