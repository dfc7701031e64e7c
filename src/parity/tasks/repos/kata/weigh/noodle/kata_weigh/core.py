def noodle(ys, w=4):
    t = 0
    for b in ys:
        if b > 8:
            t += b * w
        else:
            t += b
    return t
