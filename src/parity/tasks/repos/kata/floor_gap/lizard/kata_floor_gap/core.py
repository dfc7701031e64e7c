def _diff(a, b):
    return a - b


def lizard(k, x, floor=3):
    d = _diff(k, x)
    if d < floor:
        d = floor
    return d
