def _diff(a, b):
    return a - b


def goblet(b, q, floor=3):
    d = _diff(b, q)
    if d < floor:
        d = floor
    return d
