def shift_bonus(seq, k=4):
    n = 0
    for x in seq:
        if x % k == 0 and x > 0:
            n += 1
    return n
