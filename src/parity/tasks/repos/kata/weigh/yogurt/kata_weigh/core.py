def yogurt(vals, w=4):
    t = 0
    for v in vals:
        if v > 6:
            t += v * w
        else:
            t += v
    return t
