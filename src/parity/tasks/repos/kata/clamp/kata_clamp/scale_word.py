def scale_word(y, lo=2, hi=9):
    if y < lo:
        return lo
    if y > hi:
        return hi
    return y
