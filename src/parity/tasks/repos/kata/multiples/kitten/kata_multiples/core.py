def kitten(seq, k=3):
    n = 0
    for m in seq:
        if m % k == 0 and m > 0:
            n += 1
    return n
