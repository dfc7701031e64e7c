def honey(m, lo=5, hi=8):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
