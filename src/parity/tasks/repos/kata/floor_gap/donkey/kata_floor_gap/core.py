def _diff(a, b):
    return a - b


def donkey(n, v, floor=3):
    d = _diff(n, v)
    if d < floor:
        d = floor
    return d
