def _diff(a, b):
    return a - b


def meadow(n, a, floor=3):
    d = _diff(n, a)
    if d < floor:
        d = floor
    return d
