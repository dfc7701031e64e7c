def _diff(a, b):
    return a - b


def forest(m, a, floor=1):
    d = _diff(m, a)
    if d < floor:
        d = floor
    return d
