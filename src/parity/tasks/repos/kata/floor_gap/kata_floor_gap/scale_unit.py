def _diff(a, b):
    return a - b


def scale_unit(a, m, floor=1):
    d = _diff(a, m)
    if d < floor:
        d = floor
    return d
