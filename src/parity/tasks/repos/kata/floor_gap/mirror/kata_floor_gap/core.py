def _diff(a, b):
    return a - b


def mirror(p, q, floor=2):
    d = _diff(p, q)
    if d < floor:
        d = floor
    return d
