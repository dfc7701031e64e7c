def mirror(seq, w=4):
    t = 0
    for x in seq:
        if x > 4:
            t += x * w
        else:
            t += x
    return t
