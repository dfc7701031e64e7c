def velvet(data, k=5):
    n = 0
    for p in data:
        if p % k == 0 and p > 0:
            n += 1
    return n
