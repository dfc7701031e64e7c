def _diff(a, b):
    return a - b


def insect(v, y, floor=1):
    d = _diff(v, y)
    if d < floor:
        d = floor
    return d
