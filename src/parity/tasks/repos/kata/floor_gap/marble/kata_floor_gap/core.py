def _diff(a, b):
    return a - b


def marble(q, a, floor=2):
    d = _diff(q, a)
    if d < floor:
        d = floor
    return d
