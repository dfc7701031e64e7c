def violet(i, size=8, offset=3):
    j = (i + offset) % size
    if j < 0:
        j += size
    return j
