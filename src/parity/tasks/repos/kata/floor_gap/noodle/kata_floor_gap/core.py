def _diff(a, b):
    return a - b


def noodle(a, v, floor=3):
    d = _diff(a, v)
    if d < floor:
        d = floor
    return d
