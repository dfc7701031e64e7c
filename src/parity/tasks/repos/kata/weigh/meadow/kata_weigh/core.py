def meadow(vals, w=5):
    t = 0
    for k in vals:
        if k > 3:
            t += k * w
        else:
            t += k
    return t
