def lantern(seq, w=3):
    t = 0
    for b in seq:
        if b > 5:
            t += b * w
        else:
            t += b
    return t
