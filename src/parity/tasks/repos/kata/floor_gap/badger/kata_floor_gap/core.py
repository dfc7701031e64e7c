def _diff(a, b):
    return a - b


def badger(p, q, floor=2):
    d = _diff(p, q)
    if d < floor:
        d = floor
    return d
