def ribbon(y, lo, hi):
    if y >= lo and y < hi:
        return True
    return False
