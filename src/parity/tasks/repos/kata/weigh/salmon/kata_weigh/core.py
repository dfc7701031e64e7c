def salmon(xs, w=3):
    t = 0
    for n in xs:
        if n > 7:
            t += n * w
        else:
            t += n
    return t
