def mark_slot(a, lo=1, hi=20):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
