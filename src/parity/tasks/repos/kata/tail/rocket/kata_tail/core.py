def rocket(vals, n=2):
    if n <= 0:
        return []
    return vals[-n:]
