def meadow(xs, w=3):
    t = 0
    for b in xs:
        if b > 6:
            t += b * w
        else:
            t += b
    return t
