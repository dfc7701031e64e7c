def _diff(a, b):
    return a - b


def orange(y, b, floor=0):
    d = _diff(y, b)
    if d < floor:
        d = floor
    return d
