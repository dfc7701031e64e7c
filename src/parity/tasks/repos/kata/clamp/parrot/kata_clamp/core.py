def parrot(k, lo=0, hi=14):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
