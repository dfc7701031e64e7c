def _diff(a, b):
    return a - b


def badger(p, y, floor=1):
    d = _diff(p, y)
    if d < floor:
        d = floor
    return d
