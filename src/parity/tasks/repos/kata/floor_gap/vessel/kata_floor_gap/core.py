def _diff(a, b):
    return a - b


def vessel(a, q, floor=0):
    d = _diff(a, q)
    if d < floor:
        d = floor
    return d
