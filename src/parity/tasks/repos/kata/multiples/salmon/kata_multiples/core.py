def salmon(vals, k=4):
    n = 0
    for y in vals:
        if y % k == 0 and y > 0:
            n += 1
    return n
