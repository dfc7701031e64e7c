def _diff(a, b):
    return a - b


def limit_order(p, a, floor=2):
    d = _diff(p, a)
    if d < floor:
        d = floor
    return d
