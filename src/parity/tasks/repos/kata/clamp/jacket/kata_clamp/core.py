def jacket(y, lo=0, hi=9):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
