def kitten(ys, w=2):
    t = 0
    for p in ys:
        if p > 9:
            t += p * w
        else:
            t += p
    return t
