def cap_delay(vals, w=5):
    t = 0
    for b in vals:
        if b > 7:
            t += b * w
        else:
            t += b
    return t
