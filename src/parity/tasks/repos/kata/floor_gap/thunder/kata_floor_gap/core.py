def _diff(a, b):
    return a - b


def thunder(v, q, floor=1):
    d = _diff(v, q)
    if d < floor:
        d = floor
    return d
