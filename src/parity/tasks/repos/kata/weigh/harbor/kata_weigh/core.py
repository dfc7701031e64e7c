def harbor(ys, w=5):
    t = 0
    for x in ys:
        if x > 7:
            t += x * w
        else:
            t += x
    return t
