def valley(vals, w=4):
    t = 0
    for p in vals:
        if p > 6:
            t += p * w
        else:
            t += p
    return t
