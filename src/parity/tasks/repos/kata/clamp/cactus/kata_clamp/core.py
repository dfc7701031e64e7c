def cactus(b, lo=0, hi=17):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
