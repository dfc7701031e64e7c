def saddle(v, lo, hi):
    if v >= lo and v < hi:
        return True
    return False
