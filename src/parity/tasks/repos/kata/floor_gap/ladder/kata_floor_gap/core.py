def _diff(a, b):
    return a - b


def ladder(p, y, floor=0):
    d = _diff(p, y)
    if d < floor:
        d = floor
    return d
