def helmet(ys, w=2):
    t = 0
    for p in ys:
        if p > 7:
            t += p * w
        else:
            t += p
    return t
