def engine(seq, k=2):
    n = 0
    for y in seq:
        if y % k == 0 and y > 0:
            n += 1
    return n
