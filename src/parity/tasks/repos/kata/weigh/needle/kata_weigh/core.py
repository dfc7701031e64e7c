def needle(ys, w=4):
    t = 0
    for y in ys:
        if y > 8:
            t += y * w
        else:
            t += y
    return t
