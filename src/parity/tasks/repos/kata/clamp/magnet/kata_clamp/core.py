def magnet(b, lo=3, hi=14):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
