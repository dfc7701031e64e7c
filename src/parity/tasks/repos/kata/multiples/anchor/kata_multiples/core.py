def anchor(ys, k=2):
    n = 0
    for x in ys:
        if x % k == 0 and x > 0:
            n += 1
    return n
