def engine(seq, n=3):
    if n <= 0:
        return []
    return seq[-n:]
