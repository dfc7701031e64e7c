def adjust_speed(ys, k=5):
    n = 0
    for b in ys:
        if b % k == 0 and b > 0:
            n += 1
    return n
