def kitten(xs, n=4):
    if n <= 0:
        return []
    return xs[-n:]
