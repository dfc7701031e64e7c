def cherry(xs, k=2):
    n = 0
    for x in xs:
        if x % k == 0 and x > 0:
            n += 1
    return n
