def desert(n, lo=2, hi=9):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
