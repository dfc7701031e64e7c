def rubber(ys, k=5):
    n = 0
    for p in ys:
        if p % k == 0 and p > 0:
            n += 1
    return n
