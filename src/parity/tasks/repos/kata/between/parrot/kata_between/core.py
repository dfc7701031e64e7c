def parrot(p, lo, hi):
    if p >= lo and p < hi:
        return True
    return False
