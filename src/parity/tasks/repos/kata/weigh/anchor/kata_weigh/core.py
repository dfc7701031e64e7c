def anchor(vals, w=4):
    t = 0
    for x in vals:
        if x > 3:
            t += x * w
        else:
            t += x
    return t
