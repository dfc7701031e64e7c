def _diff(a, b):
    return a - b


def zipper(k, p, floor=2):
    d = _diff(k, p)
    if d < floor:
        d = floor
    return d
