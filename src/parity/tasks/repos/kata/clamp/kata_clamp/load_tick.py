def load_tick(p, lo=5, hi=8):
    if p < lo:
        return lo
    if p > hi:
        return hi
    return p
