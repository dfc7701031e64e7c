def island(xs):
    best = 0
    for i in range(1, len(xs)):
        gap = xs[i] - xs[i - 1]
        if gap > best:
            best = gap
    return best
