def cherry(ys, w=4):
    t = 0
    for b in ys:
        if b > 5:
            t += b * w
        else:
            t += b
    return t
