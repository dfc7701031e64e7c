def round_limit(ys, w=4):
    t = 0
    for m in ys:
        if m > 8:
            t += m * w
        else:
            t += m
    return t
