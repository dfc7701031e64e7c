def barrel(xs, w=5):
    t = 0
    for n in xs:
        if n > 9:
            t += n * w
        else:
            t += n
    return t
