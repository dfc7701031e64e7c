def pick_score(m, lo=2, hi=16):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
