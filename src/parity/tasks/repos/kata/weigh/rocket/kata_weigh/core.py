def rocket(seq, w=2):
    t = 0
    for n in seq:
        if n > 9:
            t += n * w
        else:
            t += n
    return t
