def fossil(xs, w=4):
    t = 0
    for q in xs:
        if q > 8:
            t += q * w
        else:
            t += q
    return t
