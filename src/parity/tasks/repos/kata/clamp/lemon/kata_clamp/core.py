def lemon(p, lo=0, hi=13):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
