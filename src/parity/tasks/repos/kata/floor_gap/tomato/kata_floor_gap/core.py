def _diff(a, b):
    return a - b


def tomato(x, v, floor=3):
    d = _diff(x, v)
    if d < floor:
        d = floor
    return d
