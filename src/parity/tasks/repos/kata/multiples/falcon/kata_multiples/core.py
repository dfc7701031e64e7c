def falcon(xs, k=4):
    n = 0
    for m in xs:
        if m % k == 0 and m > 0:
            n += 1
    return n
