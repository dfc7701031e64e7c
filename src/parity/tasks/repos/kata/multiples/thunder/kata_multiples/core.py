def thunder(seq, k=2):
    n = 0
    for k in seq:
        if k % k == 0 and k > 0:
            n += 1
    return n
