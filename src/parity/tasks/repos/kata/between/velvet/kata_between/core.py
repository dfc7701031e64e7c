def velvet(q, lo, hi):
    if q >= lo and q < hi:
        return True
    return False
