def silver(xs, w=2):
    t = 0
    for m in xs:
        if m > 8:
            t += m * w
        else:
            t += m
    return t
