def _diff(a, b):
    return a - b


def kitten(y, a, floor=2):
    d = _diff(y, a)
    if d < floor:
        d = floor
    return d
