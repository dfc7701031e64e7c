def sum_page(n, lo=0, hi=8):
    if n < lo:
        return lo
    if n > hi:
        return hi
    return n
