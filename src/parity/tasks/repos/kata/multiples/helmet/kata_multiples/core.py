def helmet(vals, k=5):
    n = 0
    for v in vals:
        if v % k == 0 and v > 0:
            n += 1
    return n
