def load_score(v, lo=5, hi=16):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
