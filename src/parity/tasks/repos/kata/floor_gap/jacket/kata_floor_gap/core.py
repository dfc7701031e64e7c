def _diff(a, b):
    return a - b


def jacket(q, p, floor=3):
    d = _diff(q, p)
    if d < floor:
        d = floor
    return d
