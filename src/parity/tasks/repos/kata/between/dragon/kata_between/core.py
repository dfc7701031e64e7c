def dragon(a, lo, hi):
    if a >= lo and a < hi:
        return True
    return False
