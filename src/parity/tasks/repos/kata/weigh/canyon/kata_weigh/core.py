def canyon(vals, w=2):
    t = 0
    for v in vals:
        if v > 4:
            t += v * w
        else:
            t += v
    return t
