def _diff(a, b):
    return a - b


def falcon(m, b, floor=1):
    d = _diff(m, b)
    if d < floor:
        d = floor
    return d
