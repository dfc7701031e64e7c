def castle(ys, w=2):
    t = 0
    for v in ys:
        if v > 4:
            t += v * w
        else:
            t += v
    return t
