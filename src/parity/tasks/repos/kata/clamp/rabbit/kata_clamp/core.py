def rabbit(y, lo=4, hi=16):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
