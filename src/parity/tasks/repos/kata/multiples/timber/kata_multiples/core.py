def timber(vals, k=2):
    n = 0
    for x in vals:
        if x % k == 0 and x > 0:
            n += 1
    return n
