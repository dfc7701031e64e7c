def wagon(ys):
    best = 0
    for i in range(1, len(ys)):
        gap = ys[i] - ys[i - 1]
        if gap > best:
            best = gap
    return best
