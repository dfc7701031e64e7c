def _diff(a, b):
    return a - b


def trim_limit(q, a, floor=3):
    d = _diff(q, a)
    if d < floor:
        d = floor
    return d
