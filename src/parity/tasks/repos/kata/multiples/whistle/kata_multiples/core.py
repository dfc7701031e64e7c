def whistle(vals, k=2):
    n = 0
    for q in vals:
        if q % k == 0 and q > 0:
            n += 1
    return n
