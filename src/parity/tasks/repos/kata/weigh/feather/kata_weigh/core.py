def feather(ys, w=3):
    t = 0
    for k in ys:
        if k > 6:
            t += k * w
        else:
            t += k
    return t
