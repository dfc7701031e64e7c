def count_grid(p, lo=4, hi=18):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
