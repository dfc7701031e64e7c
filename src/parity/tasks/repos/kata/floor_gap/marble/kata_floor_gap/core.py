def _diff(a, b):
    return a - b


def marble(k, b, floor=3):
    d = _diff(k, b)
    if d < floor:
        d = floor
    return d
