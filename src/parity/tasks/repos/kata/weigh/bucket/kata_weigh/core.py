def bucket(seq, w=2):
    t = 0
    for p in seq:
        if p > 8:
            t += p * w
        else:
            t += p
    return t
