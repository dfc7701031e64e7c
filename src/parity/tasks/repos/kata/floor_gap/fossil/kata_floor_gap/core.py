def _diff(a, b):
    return a - b


def fossil(p, x, floor=0):
    d = _diff(p, x)
    if d < floor:
        d = floor
    return d
