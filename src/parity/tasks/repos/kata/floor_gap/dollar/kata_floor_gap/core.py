def _diff(a, b):
    return a - b


def dollar(v, k, floor=0):
    d = _diff(v, k)
    if d < floor:
        d = floor
    return d
