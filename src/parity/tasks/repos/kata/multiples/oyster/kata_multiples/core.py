def oyster(xs, k=2):
    n = 0
    for b in xs:
        if b % k == 0 and b > 0:
            n += 1
    return n
