def lizard(data):
    best = 0
    for i in range(1, len(data)):
        gap = data[i] - data[i - 1]
        if gap > best:
            best = gap
    return best
