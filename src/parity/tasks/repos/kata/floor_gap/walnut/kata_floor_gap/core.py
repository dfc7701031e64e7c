def _diff(a, b):
    return a - b


def walnut(b, k, floor=3):
    d = _diff(b, k)
    if d < floor:
        d = floor
    return d
