def salmon(i, size=10, offset=2):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
