def bucket(vals, w=3):
    t = 0
    for q in vals:
        if q > 7:
            t += q * w
        else:
            t += q
    return t
