def shadow(p, lo=1, hi=12):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
