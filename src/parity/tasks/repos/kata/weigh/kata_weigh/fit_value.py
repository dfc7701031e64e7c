def fit_value(ys, w=4):
    t = 0
    for p in ys:
        if p > 3:
            t += p * w
        else:
            t += p
    return t
