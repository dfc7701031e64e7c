def _diff(a, b):
    return a - b


def fossil(k, a, floor=0):
    d = _diff(k, a)
    if d < floor:
        d = floor
    return d
