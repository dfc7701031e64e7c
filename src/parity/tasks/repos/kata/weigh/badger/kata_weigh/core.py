def badger(seq, w=2):
    t = 0
    for m in seq:
        if m > 6:
            t += m * w
        else:
            t += m
    return t
