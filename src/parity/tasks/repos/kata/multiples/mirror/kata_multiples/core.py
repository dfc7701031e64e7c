def mirror(ys, k=3):
    n = 0
    for b in ys:
        if b % k == 0 and b > 0:
            n += 1
    return n
