def glacier(seq, w=5):
    t = 0
    for q in seq:
        if q > 5:
            t += q * w
        else:
            t += q
    return t
