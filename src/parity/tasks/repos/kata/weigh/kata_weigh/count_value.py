def count_value(vals, w=3):
    t = 0
    for m in vals:
        if m > 5:
            t += m * w
        else:
            t += m
    return t
