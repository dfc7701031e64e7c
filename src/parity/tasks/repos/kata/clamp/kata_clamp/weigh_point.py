def weigh_point(x, lo=0, hi=19):
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x
