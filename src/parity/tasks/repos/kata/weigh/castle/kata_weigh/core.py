def castle(xs, w=4):
    t = 0
    for m in xs:
        if m > 3:
            t += m * w
        else:
            t += m
    return t
