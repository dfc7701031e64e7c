def span_point(seq, k=2):
    n = 0
    for p in seq:
        if p % k == 0 and p > 0:
            n += 1
    return n
