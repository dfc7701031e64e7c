def lantern(n, lo=3, hi=8):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
