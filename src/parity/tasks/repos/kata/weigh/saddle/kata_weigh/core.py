def saddle(xs, w=4):
    t = 0
    for m in xs:
        if m > 9:
            t += m * w
        else:
            t += m
    return t
