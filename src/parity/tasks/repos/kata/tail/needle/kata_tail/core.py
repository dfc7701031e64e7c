def needle(ys, n=4):
    if n <= 0:
        return []
    return ys[-n:]
