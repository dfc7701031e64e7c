def tomato(b, lo=2, hi=11):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
