def _diff(a, b):
    return a - b


def ladder(a, p, floor=3):
    d = _diff(a, p)
    if d < floor:
        d = floor
    return d
