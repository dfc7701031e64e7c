def hammer(y, lo=2, hi=10):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
