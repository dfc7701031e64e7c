def forest(vals, n=4):
    if n <= 0:
        return []
    return vals[-n:]
