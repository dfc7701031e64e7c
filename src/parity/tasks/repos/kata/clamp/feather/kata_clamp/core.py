def feather(y, lo=1, hi=15):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
