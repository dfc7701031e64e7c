def sort_order(x, lo=0, hi=12):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
