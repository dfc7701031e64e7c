def _diff(a, b):
    return a - b


def rubber(q, m, floor=3):
    d = _diff(q, m)
    if d < floor:
        d = floor
    return d
