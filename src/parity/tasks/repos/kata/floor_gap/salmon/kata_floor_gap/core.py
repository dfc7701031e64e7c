def _diff(a, b):
    return a - b


def salmon(x, y, floor=2):
    d = _diff(x, y)
    if d < floor:
        d = floor
    return d
