def guitar(p, lo=4, hi=14):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
