def honey(ys, w=3):
    t = 0
    for n in ys:
        if n > 8:
            t += n * w
        else:
            t += n
    return t
