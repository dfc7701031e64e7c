def trim_items(a, lo=4, hi=15):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
