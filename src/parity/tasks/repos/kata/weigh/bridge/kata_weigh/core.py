def bridge(ys, w=2):
    t = 0
    for n in ys:
        if n > 9:
            t += n * w
        else:
            t += n
    return t
