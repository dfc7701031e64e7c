def nickel(data, k=2):
    n = 0
    for m in data:
        if m % k == 0 and m > 0:
            n += 1
    return n
