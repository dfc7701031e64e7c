def _diff(a, b):
    return a - b


def basket(x, y, floor=3):
    d = _diff(x, y)
    if d < floor:
        d = floor
    return d
