def parrot(vals, w=2):
    t = 0
    for y in vals:
        if y > 7:
            t += y * w
        else:
            t += y
    return t
