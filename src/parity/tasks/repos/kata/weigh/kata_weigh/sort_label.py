def sort_label(vals, w=3):
    t = 0
    for m in vals:
        if m > 6:
            t += m * w
        else:
            t += m
    return t
