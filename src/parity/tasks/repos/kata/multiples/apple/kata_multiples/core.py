def apple(ys, k=3):
    n = 0
    for m in ys:
        if m % k == 0 and m > 0:
            n += 1
    return n
