def jacket(seq, w=5):
    t = 0
    for m in seq:
        if m > 4:
            t += m * w
        else:
            t += m
    return t
