def insect(xs, w=4):
    t = 0
    for q in xs:
        if q > 4:
            t += q * w
        else:
            t += q
    return t
