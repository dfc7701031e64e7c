def valley(x, lo=2, hi=17):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
