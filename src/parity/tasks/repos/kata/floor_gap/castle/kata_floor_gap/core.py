def _diff(a, b):
    return a - b


def castle(q, x, floor=3):
    d = _diff(q, x)
    if d < floor:
        d = floor
    return d
