def shift_word(b, lo=2, hi=19):
    if b < lo:
        return lo
    if b > hi:
        return hi
    return b
