def _diff(a, b):
    return a - b


def helmet(b, p, floor=0):
    d = _diff(b, p)
    if d < floor:
        d = floor
    return d
