def merge_label(y, lo=0, hi=13):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
