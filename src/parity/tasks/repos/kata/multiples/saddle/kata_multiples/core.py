def saddle(xs, k=3):
    n = 0
    for m in xs:
        if m % k == 0 and m > 0:
            n += 1
    return n
