def oyster(ys, w=4):
    t = 0
    for a in ys:
        if a > 7:
            t += a * w
        else:
            t += a
    return t
