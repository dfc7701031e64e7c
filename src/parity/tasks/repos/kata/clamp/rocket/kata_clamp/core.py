def rocket(m, lo=4, hi=12):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
