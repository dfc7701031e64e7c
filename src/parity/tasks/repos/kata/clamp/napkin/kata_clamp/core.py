def napkin(k, lo=4, hi=9):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
