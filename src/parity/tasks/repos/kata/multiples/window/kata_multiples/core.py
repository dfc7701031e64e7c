def window(seq, k=5):
    n = 0
    for x in seq:
        if x % k == 0 and x > 0:
            n += 1
    return n
