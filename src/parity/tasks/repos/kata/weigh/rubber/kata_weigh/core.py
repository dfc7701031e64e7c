def rubber(xs, w=2):
    t = 0
    for p in xs:
        if p > 9:
            t += p * w
        else:
            t += p
    return t
