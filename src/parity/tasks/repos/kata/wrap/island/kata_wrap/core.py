def island(i, size=11, offset=3):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
