def noodle(xs, k=3):
    n = 0
    for a in xs:
        if a % k == 0 and a > 0:
            n += 1
    return n
