def bound_speed(seq, w=4):
    t = 0
    for v in seq:
        if v > 6:
            t += v * w
        else:
            t += v
    return t
