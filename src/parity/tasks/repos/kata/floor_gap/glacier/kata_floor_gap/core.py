def _diff(a, b):
    return a - b


def glacier(n, p, floor=2):
    d = _diff(n, p)
    if d < floor:
        d = floor
    return d
