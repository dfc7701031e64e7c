def violet(m, lo=1, hi=11):
    if m < lo:
        return lo
    if m > hi:
        return hi
    return m
