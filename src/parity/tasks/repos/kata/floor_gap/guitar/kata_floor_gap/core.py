def _diff(a, b):
    return a - b


def guitar(v, m, floor=2):
    d = _diff(v, m)
    if d < floor:
        d = floor
    return d
