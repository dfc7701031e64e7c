def score_page(v, lo, hi):
    if v >= lo and v < hi:
        return True
    return False
