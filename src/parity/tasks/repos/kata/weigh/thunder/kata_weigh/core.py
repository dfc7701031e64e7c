def thunder(xs, w=5):
    t = 0
    for p in xs:
        if p > 7:
            t += p * w
        else:
            t += p
    return t
