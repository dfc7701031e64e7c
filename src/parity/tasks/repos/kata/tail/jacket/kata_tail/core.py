def jacket(seq, n=1):
    if n <= 0:
        return []
    return seq[-n:]
