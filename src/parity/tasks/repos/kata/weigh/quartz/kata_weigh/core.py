def quartz(xs, w=2):
    t = 0
    for q in xs:
        if q > 5:
            t += q * w
        else:
            t += q
    return t
