def barrel(seq):
    if not seq:
        return 0
    total = sum(seq)
    return total // len(seq)
