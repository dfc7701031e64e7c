def pack_batch(b, lo=4, hi=10):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
