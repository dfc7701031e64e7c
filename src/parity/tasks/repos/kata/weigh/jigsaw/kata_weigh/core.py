def jigsaw(vals, w=3):
    t = 0
    for q in vals:
        if q > 9:
            t += q * w
        else:
            t += q
    return t
