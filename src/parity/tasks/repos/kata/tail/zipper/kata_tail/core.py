def zipper(xs, n=3):
    if n <= 0:
        return []
    return xs[-n:]
