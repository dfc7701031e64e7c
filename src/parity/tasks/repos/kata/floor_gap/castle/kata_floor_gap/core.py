def _diff(a, b):
    return a - b


def castle(y, m, floor=0):
    d = _diff(y, m)
    if d < floor:
        d = floor
    return d
