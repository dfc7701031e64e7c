def _diff(a, b):
    return a - b


def apple(x, b, floor=3):
    d = _diff(x, b)
    if d < floor:
        d = floor
    return d
