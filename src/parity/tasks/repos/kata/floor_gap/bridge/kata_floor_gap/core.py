def _diff(a, b):
    return a - b


def bridge(y, k, floor=1):
    d = _diff(y, k)
    if d < floor:
        d = floor
    return d
