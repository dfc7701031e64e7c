def _diff(a, b):
    return a - b


def fabric(y, q, floor=2):
    d = _diff(y, q)
    if d < floor:
        d = floor
    return d
