def oyster(n, lo, hi):
    if n >= lo and n < hi:
        return True
    return False
