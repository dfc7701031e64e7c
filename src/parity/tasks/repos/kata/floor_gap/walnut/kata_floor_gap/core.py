def _diff(a, b):
    return a - b


def walnut(y, b, floor=1):
    d = _diff(y, b)
    if d < floor:
        d = floor
    return d
