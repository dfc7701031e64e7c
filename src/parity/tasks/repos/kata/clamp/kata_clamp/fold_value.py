def fold_value(x, lo=5, hi=18):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
