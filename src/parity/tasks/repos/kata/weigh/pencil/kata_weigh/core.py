def pencil(vals, w=2):
    t = 0
    for k in vals:
        if k > 4:
            t += k * w
        else:
            t += k
    return t
