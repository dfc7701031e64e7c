def _diff(a, b):
    return a - b


def silver(b, p, floor=1):
    d = _diff(b, p)
    if d < floor:
        d = floor
    return d
