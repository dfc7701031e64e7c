def _diff(a, b):
    return a - b


def lemon(a, m, floor=1):
    d = _diff(a, m)
    if d < floor:
        d = floor
    return d
