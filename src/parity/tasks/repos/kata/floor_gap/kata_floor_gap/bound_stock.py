def _diff(a, b):
    return a - b


def bound_stock(a, k, floor=3):
    d = _diff(a, k)
    if d < floor:
        d = floor
    return d
