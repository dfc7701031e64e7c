def pillow(vals, w=5):
    t = 0
    for p in vals:
        if p > 3:
            t += p * w
        else:
            t += p
    return t
