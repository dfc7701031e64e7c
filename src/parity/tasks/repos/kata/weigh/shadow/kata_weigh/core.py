def shadow(ys, w=3):
    t = 0
    for x in ys:
        if x > 4:
            t += x * w
        else:
            t += x
    return t
