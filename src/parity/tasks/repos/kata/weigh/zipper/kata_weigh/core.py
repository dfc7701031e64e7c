def zipper(vals, w=4):
    t = 0
    for q in vals:
        if q > 7:
            t += q * w
        else:
            t += q
    return t
