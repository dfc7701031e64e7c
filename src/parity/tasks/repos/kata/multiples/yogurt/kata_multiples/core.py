def yogurt(xs, k=3):
    n = 0
    for q in xs:
        if q % k == 0 and q > 0:
            n += 1
    return n
