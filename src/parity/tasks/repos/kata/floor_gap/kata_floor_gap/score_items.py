def _diff(a, b):
    return a - b


def score_items(p, k, floor=0):
    d = _diff(p, k)
    if d < floor:
        d = floor
    return d
