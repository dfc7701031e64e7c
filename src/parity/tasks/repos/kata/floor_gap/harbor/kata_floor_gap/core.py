def _diff(a, b):
    return a - b


def harbor(b, x, floor=1):
    d = _diff(b, x)
    if d < floor:
        d = floor
    return d
