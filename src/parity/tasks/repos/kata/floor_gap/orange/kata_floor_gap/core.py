def _diff(a, b):
    return a - b


def orange(y, m, floor=2):
    d = _diff(y, m)
    if d < floor:
        d = floor
    return d
