def sum_slot(data, k=3):
    n = 0
    for v in data:
        if v % k == 0 and v > 0:
            n += 1
    return n
