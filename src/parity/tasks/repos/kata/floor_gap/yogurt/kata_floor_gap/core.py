def _diff(a, b):
    return a - b


def yogurt(x, p, floor=2):
    d = _diff(x, p)
    if d < floor:
        d = floor
    return d
