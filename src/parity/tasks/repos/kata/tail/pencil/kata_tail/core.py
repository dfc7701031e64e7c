def pencil(ys, n=1):
    if n <= 0:
        return []
    return ys[-n:]
