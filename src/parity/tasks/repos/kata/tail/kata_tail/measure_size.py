def measure_size(seq, n=4):
    if n <= 0:
        return []
    return seq[-n:]
