def falcon(b, lo, hi):
    if b >= lo and b < hi:
        return True
    return False
