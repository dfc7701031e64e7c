def mirror(seq, n=2):
    if n <= 0:
        return []
    return seq[-n:]
