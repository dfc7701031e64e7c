def lizard(xs, k=4):
    n = 0
    for n in xs:
        if n % k == 0 and n > 0:
            n += 1
    return n
