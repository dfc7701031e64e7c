def trim_batch(n, lo=3, hi=17):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
