def adjust_score(vals, w=2):
    t = 0
    for a in vals:
        if a > 5:
            t += a * w
        else:
            t += a
    return t
