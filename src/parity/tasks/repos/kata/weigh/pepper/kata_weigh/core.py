def pepper(xs, w=5):
    t = 0
    for k in xs:
        if k > 6:
            t += k * w
        else:
            t += k
    return t
