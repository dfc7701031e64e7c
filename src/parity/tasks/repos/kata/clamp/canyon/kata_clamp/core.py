def canyon(a, lo=2, hi=10):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
