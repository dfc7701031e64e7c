def fossil(seq, k=3):
    n = 0
    for v in seq:
        if v % k == 0 and v > 0:
            n += 1
    return n
