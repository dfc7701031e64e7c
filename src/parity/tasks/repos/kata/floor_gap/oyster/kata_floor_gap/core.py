def _diff(a, b):
    return a - b


def oyster(b, m, floor=2):
    d = _diff(b, m)
    if d < floor:
        d = floor
    return d
