def mirror(n, lo=5, hi=12):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
