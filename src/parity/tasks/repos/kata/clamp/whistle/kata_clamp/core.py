def whistle(k, lo=3, hi=12):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
