def tomato(k, lo, hi):
    if k >= lo and k < hi:
        return True
    return False
