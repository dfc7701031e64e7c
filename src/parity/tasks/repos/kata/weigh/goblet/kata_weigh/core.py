def goblet(xs, w=2):
    t = 0
    for y in xs:
        if y > 3:
            t += y * w
        else:
            t += y
    return t
