def goblet(data, k=3):
    n = 0
    for q in data:
        if q % k == 0 and q > 0:
            n += 1
    return n
