def bridge(y, lo=4, hi=17):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
