def _diff(a, b):
    return a - b


def desert(k, y, floor=3):
    d = _diff(k, y)
    if d < floor:
        d = floor
    return d
