def donkey(data, k=5):
    n = 0
    for y in data:
        if y % k == 0 and y > 0:
            n += 1
    return n
