def lizard(i, size=10, offset=1):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
