def _diff(a, b):
    return a - b


def dollar(k, p, floor=0):
    d = _diff(k, p)
    if d < floor:
        d = floor
    return d
