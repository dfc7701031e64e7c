def _diff(a, b):
    return a - b


def ribbon(p, x, floor=1):
    d = _diff(p, x)
    if d < floor:
        d = floor
    return d
