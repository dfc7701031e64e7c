def _diff(a, b):
    return a - b


def anchor(n, y, floor=3):
    d = _diff(n, y)
    if d < floor:
        d = floor
    return d
