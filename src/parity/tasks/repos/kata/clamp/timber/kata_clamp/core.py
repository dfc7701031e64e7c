def timber(n, lo=0, hi=16):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
