def engine(seq, w=3):
    t = 0
    for y in seq:
        if y > 6:
            t += y * w
        else:
            t += y
    return t
