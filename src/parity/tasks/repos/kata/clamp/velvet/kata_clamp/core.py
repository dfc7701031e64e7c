def velvet(a, lo=2, hi=17):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
