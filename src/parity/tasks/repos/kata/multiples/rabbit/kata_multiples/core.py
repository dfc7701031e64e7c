def rabbit(data, k=2):
    n = 0
    for n in data:
        if n % k == 0 and n > 0:
            n += 1
    return n
