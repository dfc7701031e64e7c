def window(ys, w=5):
    t = 0
    for y in ys:
        if y > 5:
            t += y * w
        else:
            t += y
    return t
