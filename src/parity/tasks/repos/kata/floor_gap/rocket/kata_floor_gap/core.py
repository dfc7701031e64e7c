def _diff(a, b):
    return a - b


def rocket(q, m, floor=2):
    d = _diff(q, m)
    if d < floor:
        d = floor
    return d
