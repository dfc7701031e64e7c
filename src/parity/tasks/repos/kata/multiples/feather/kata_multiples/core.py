def feather(xs, k=5):
    n = 0
    for k in xs:
        if k % k == 0 and k > 0:
            n += 1
    return n
