def mark_cost(p, lo=0, hi=18):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
