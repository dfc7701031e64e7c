def jigsaw(ys, w=5):
    t = 0
    for n in ys:
        if n > 7:
            t += n * w
        else:
            t += n
    return t
