def _diff(a, b):
    return a - b


def rank_items(p, q, floor=3):
    d = _diff(p, q)
    if d < floor:
        d = floor
    return d
