def _diff(a, b):
    return a - b


def dragon(q, k, floor=3):
    d = _diff(q, k)
    if d < floor:
        d = floor
    return d
