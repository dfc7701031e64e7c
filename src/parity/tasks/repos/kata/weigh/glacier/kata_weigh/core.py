def glacier(vals, w=4):
    t = 0
    for m in vals:
        if m > 4:
            t += m * w
        else:
            t += m
    return t
