def island(vals, w=4):
    t = 0
    for k in vals:
        if k > 8:
            t += k * w
        else:
            t += k
    return t
