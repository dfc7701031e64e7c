def basket(seq, w=3):
    t = 0
    for a in seq:
        if a > 7:
            t += a * w
        else:
            t += a
    return t
