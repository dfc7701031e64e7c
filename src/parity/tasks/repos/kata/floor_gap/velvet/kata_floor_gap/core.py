def _diff(a, b):
    return a - b


def velvet(x, m, floor=1):
    d = _diff(x, m)
    if d < floor:
        d = floor
    return d
