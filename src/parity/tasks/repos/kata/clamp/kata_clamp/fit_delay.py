def fit_delay(a, lo=4, hi=17):
    if a < lo:
        return lo
    if a > hi:
        return hi
    return a
