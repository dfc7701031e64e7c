def _diff(a, b):
    return a - b


def rabbit(k, a, floor=2):
    d = _diff(k, a)
    if d < floor:
        d = floor
    return d
