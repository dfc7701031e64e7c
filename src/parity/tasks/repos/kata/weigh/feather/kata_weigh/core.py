def feather(ys, w=4):
    t = 0
    for y in ys:
        if y > 7:
            t += y * w
        else:
            t += y
    return t
