def _diff(a, b):
    return a - b


def hammer(q, k, floor=0):
    d = _diff(q, k)
    if d < floor:
        d = floor
    return d
