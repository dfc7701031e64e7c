def garden(ys, w=2):
    t = 0
    for q in ys:
        if q > 7:
            t += q * w
        else:
            t += q
    return t
