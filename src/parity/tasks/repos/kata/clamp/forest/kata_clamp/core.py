def forest(n, lo=2, hi=15):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
