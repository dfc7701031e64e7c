def _diff(a, b):
    return a - b


def kettle(p, a, floor=1):
    d = _diff(p, a)
    if d < floor:
        d = floor
    return d
