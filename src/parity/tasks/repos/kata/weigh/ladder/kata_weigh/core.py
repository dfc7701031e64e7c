def ladder(seq, w=5):
    t = 0
    for y in seq:
        if y > 4:
            t += y * w
        else:
            t += y
    return t
