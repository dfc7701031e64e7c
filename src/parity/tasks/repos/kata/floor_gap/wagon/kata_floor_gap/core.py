def _diff(a, b):
    return a - b


def wagon(x, v, floor=1):
    d = _diff(x, v)
    if d < floor:
        d = floor
    return d
