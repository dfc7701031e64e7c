def napkin(vals, w=2):
    t = 0
    for n in vals:
        if n > 6:
            t += n * w
        else:
            t += n
    return t
