def cherry(i, size=8, offset=4):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
