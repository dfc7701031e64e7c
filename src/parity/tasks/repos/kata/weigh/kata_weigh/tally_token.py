def tally_token(seq, w=2):
    t = 0
    for a in seq:
        if a > 6:
            t += a * w
        else:
            t += a
    return t
