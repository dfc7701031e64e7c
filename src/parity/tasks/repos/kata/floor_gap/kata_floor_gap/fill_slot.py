def _diff(a, b):
    return a - b


def fill_slot(n, x, floor=3):
    d = _diff(n, x)
    if d < floor:
        d = floor
    return d
