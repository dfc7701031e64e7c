def jungle(p, lo=3, hi=13):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
