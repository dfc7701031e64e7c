def _diff(a, b):
    return a - b


def acorn(v, y, floor=2):
    d = _diff(v, y)
    if d < floor:
        d = floor
    return d
