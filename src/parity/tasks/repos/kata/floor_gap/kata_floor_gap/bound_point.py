def _diff(a, b):
    return a - b


def bound_point(a, p, floor=1):
    d = _diff(a, p)
    if d < floor:
        d = floor
    return d
