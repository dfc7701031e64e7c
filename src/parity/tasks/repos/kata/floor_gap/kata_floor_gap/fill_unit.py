def _diff(a, b):
    return a - b


def fill_unit(p, y, floor=2):
    d = _diff(p, y)
    if d < floor:
        d = floor
    return d
