def tally_total(data, w=3):
    t = 0
    for a in data:
        if a > 9:
            t += a * w
        else:
            t += a
    return t
