def zipper(vals, w=3):
    t = 0
    for k in vals:
        if k > 6:
            t += k * w
        else:
            t += k
    return t
