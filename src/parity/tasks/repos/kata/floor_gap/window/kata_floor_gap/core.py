def _diff(a, b):
    return a - b


def window(v, a, floor=3):
    d = _diff(v, a)
    if d < floor:
        d = floor
    return d
