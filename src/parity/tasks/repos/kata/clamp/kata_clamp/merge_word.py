def merge_word(v, lo=1, hi=8):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v
