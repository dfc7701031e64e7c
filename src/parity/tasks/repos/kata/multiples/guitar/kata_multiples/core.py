def guitar(xs, k=5):
    n = 0
    for b in xs:
        if b % k == 0 and b > 0:
            n += 1
    return n
