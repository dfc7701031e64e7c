def nickel(ys, w=3):
    t = 0
    for m in ys:
        if m > 7:
            t += m * w
        else:
            t += m
    return t
