def jacket(ys, k=5):
    n = 0
    for n in ys:
        if n % k == 0 and n > 0:
            n += 1
    return n
