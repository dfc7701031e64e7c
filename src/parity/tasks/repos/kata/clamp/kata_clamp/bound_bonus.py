def bound_bonus(a, lo=4, hi=12):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
