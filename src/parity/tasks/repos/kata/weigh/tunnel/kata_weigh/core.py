def tunnel(xs, w=3):
    t = 0
    for q in xs:
        if q > 3:
            t += q * w
        else:
            t += q
    return t
