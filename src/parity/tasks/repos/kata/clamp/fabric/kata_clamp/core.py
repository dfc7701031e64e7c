def fabric(b, lo=0, hi=12):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
