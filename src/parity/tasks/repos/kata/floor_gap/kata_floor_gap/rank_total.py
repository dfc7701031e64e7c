def _diff(a, b):
    return a - b


def rank_total(n, q, floor=3):
    d = _diff(n, q)
    if d < floor:
        d = floor
    return d
