def anchor(b, lo=1, hi=19):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
