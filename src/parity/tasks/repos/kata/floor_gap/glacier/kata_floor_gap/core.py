def _diff(a, b):
    return a - b


def glacier(y, p, floor=3):
    d = _diff(y, p)
    if d < floor:
        d = floor
    return d
