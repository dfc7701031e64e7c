def _diff(a, b):
    return a - b


def magnet(v, y, floor=1):
    d = _diff(v, y)
    if d < floor:
        d = floor
    return d
