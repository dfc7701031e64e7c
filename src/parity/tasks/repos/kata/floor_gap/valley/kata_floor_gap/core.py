def _diff(a, b):
    return a - b


def valley(v, k, floor=3):
    d = _diff(v, k)
    if d < floor:
        d = floor
    return d
