def mirror(i, size=8, offset=2):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
