def dragon(xs, w=4):
    t = 0
    for n in xs:
        if n > 4:
            t += n * w
        else:
            t += n
    return t
