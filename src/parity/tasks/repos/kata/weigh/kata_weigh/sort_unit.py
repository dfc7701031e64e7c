def sort_unit(ys, w=3):
    t = 0
    for q in ys:
        if q > 4:
            t += q * w
        else:
            t += q
    return t
