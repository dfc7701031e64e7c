def glacier(seq, k=5):
    n = 0
    for a in seq:
        if a % k == 0 and a > 0:
            n += 1
    return n
