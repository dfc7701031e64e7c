def _diff(a, b):
    return a - b


def rocket(y, x, floor=0):
    d = _diff(y, x)
    if d < floor:
        d = floor
    return d
