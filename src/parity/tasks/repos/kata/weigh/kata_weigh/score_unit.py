def score_unit(xs, w=3):
    t = 0
    for a in xs:
        if a > 6:
            t += a * w
        else:
            t += a
    return t
