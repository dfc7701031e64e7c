def basket(b, lo=3, hi=19):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
