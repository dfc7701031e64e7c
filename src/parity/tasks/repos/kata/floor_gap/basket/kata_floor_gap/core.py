def _diff(a, b):
    return a - b


def basket(p, b, floor=1):
    d = _diff(p, b)
    if d < floor:
        d = floor
    return d
