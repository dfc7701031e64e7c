def hammer(vals, k=4):
    n = 0
    for p in vals:
        if p % k == 0 and p > 0:
            n += 1
    return n
