def barrel(vals, w=4):
    t = 0
    for y in vals:
        if y > 6:
            t += y * w
        else:
            t += y
    return t
