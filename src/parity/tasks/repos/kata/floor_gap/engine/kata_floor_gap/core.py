def _diff(a, b):
    return a - b


def engine(p, m, floor=2):
    d = _diff(p, m)
    if d < floor:
        d = floor
    return d
