def harbor(ys, k=3):
    n = 0
    for k in ys:
        if k % k == 0 and k > 0:
            n += 1
    return n
