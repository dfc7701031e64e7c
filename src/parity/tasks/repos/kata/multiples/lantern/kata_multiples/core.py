def lantern(seq, k=4):
    n = 0
    for b in seq:
        if b % k == 0 and b > 0:
            n += 1
    return n
