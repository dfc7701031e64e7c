def jungle(i, size=5, offset=2):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
