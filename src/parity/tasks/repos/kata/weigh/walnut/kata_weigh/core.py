def walnut(vals, w=4):
    t = 0
    for p in vals:
        if p > 4:
            t += p * w
        else:
            t += p
    return t
