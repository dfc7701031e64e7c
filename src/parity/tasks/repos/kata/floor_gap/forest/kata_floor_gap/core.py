def _diff(a, b):
    return a - b


def forest(p, x, floor=2):
    d = _diff(p, x)
    if d < floor:
        d = floor
    return d
