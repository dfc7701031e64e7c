def _diff(a, b):
    return a - b


def jigsaw(x, m, floor=0):
    d = _diff(x, m)
    if d < floor:
        d = floor
    return d
