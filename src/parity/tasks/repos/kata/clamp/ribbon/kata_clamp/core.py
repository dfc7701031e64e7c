def ribbon(y, lo=0, hi=15):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
