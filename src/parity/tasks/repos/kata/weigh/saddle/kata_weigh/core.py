def saddle(xs, w=2):
    t = 0
    for x in xs:
        if x > 6:
            t += x * w
        else:
            t += x
    return t
