def kettle(seq, w=5):
    t = 0
    for p in seq:
        if p > 3:
            t += p * w
        else:
            t += p
    return t
