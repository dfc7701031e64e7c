def dinner(seq, n=4):
    if n <= 0:
        return []
    return seq[-n:]
