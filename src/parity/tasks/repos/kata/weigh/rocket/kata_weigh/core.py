def rocket(seq, w=2):
    t = 0
    for v in seq:
        if v > 3:
            t += v * w
        else:
            t += v
    return t
