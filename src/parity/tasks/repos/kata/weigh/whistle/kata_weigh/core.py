def whistle(xs, w=3):
    t = 0
    for y in xs:
        if y > 8:
            t += y * w
        else:
            t += y
    return t
