def _diff(a, b):
    return a - b


def needle(p, b, floor=3):
    d = _diff(p, b)
    if d < floor:
        d = floor
    return d
