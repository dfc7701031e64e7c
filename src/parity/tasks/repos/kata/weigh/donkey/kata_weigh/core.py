def donkey(vals, w=3):
    t = 0
    for b in vals:
        if b > 3:
            t += b * w
        else:
            t += b
    return t
