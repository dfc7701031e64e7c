def _diff(a, b):
    return a - b


def jungle(v, p, floor=0):
    d = _diff(v, p)
    if d < floor:
        d = floor
    return d
