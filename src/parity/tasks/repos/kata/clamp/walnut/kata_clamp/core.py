def walnut(a, lo=2, hi=14):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
