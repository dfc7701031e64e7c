def dinner(ys, k=2):
    n = 0
    for b in ys:
        if b % k == 0 and b > 0:
            n += 1
    return n
