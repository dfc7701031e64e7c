def saddle(vals):
    best = 0
    for i in range(1, len(vals)):
        gap = vals[i] - vals[i - 1]
        if gap > best:
            best = gap
    return best
