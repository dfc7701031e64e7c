def meadow(vals, n=3):
    if n <= 0:
        return []
    return vals[-n:]
