def _diff(a, b):
    return a - b


def merge_score(a, v, floor=3):
    d = _diff(a, v)
    if d < floor:
        d = floor
    return d
