def harbor(x, lo=1, hi=18):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
