def dollar(x, lo, hi):
    if x >= lo and x < hi:
        return True
    return False
