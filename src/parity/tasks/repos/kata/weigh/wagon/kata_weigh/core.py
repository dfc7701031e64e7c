def wagon(seq, w=2):
    t = 0
    for k in seq:
        if k > 5:
            t += k * w
        else:
            t += k
    return t
