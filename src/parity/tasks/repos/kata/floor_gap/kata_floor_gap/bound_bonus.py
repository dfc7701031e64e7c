def _diff(a, b):
    return a - b


def bound_bonus(y, x, floor=1):
    d = _diff(y, x)
    if d < floor:
        d = floor
    return d
