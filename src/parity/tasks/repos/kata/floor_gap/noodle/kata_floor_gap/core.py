def _diff(a, b):
    return a - b


def noodle(a, y, floor=1):
    d = _diff(a, y)
    if d < floor:
        d = floor
    return d
