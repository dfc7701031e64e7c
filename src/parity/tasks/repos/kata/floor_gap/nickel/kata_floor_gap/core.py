def _diff(a, b):
    return a - b


def nickel(p, b, floor=2):
    d = _diff(p, b)
    if d < floor:
        d = floor
    return d
