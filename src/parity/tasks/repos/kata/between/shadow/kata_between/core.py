def shadow(m, lo, hi):
    if m >= lo and m < hi:
        return True
    return False
