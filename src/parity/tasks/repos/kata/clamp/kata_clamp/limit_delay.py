def limit_delay(b, lo=3, hi=18):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
