def tunnel(p, lo=0, hi=9):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
