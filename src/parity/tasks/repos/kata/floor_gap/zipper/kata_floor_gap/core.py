def _diff(a, b):
    return a - b


def zipper(y, q, floor=3):
    d = _diff(y, q)
    if d < floor:
        d = floor
    return d
