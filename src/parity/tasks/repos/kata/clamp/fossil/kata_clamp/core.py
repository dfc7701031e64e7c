def fossil(n, lo=3, hi=16):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
