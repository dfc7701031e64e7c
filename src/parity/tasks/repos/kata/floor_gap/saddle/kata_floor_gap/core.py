def _diff(a, b):
    return a - b


def saddle(x, p, floor=0):
    d = _diff(x, p)
    if d < floor:
        d = floor
    return d
