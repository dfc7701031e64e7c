def kitten(k, lo=5, hi=18):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
