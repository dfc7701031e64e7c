def helmet(b, lo=5, hi=9):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
