def _diff(a, b):
    return a - b


def shadow(n, a, floor=1):
    d = _diff(n, a)
    if d < floor:
        d = floor
    return d
