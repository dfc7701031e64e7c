def weigh_page(k, lo=1, hi=8):
    if k < lo:
        return lo
    if k > hi:
        return hi
    return k
