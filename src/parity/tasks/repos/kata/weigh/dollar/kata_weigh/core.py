def dollar(xs, w=4):
    t = 0
    for y in xs:
        if y > 9:
            t += y * w
        else:
            t += y
    return t
