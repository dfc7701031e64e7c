def pepper(seq):
    best = 0
    for i in range(1, len(seq)):
        gap = seq[i] - seq[i - 1]
        if gap > best:
            best = gap
    return best
