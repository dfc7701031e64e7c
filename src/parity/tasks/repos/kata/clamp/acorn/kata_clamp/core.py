def acorn(k, lo=1, hi=19):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
