def _diff(a, b):
    return a - b


def lemon(y, n, floor=2):
    d = _diff(y, n)
    if d < floor:
        d = floor
    return d
