def _diff(a, b):
    return a - b


def silver(y, a, floor=3):
    d = _diff(y, a)
    if d < floor:
        d = floor
    return d
