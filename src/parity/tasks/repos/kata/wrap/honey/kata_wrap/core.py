def honey(i, size=5, offset=4):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
