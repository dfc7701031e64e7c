def _diff(a, b):
    return a - b


def jungle(m, p, floor=0):
    d = _diff(m, p)
    if d < floor:
        d = floor
    return d
