def walnut(xs, w=5):
    t = 0
    for a in xs:
        if a > 3:
            t += a * w
        else:
            t += a
    return t
