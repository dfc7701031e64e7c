def thunder(x, lo=1, hi=14):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
