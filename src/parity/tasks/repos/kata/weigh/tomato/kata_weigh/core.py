def tomato(xs, w=2):
    t = 0
    for v in xs:
        if v > 7:
            t += v * w
        else:
            t += v
    return t
