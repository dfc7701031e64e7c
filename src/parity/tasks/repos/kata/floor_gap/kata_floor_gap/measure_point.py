def _diff(a, b):
    return a - b


def measure_point(v, p, floor=3):
    d = _diff(v, p)
    if d < floor:
        d = floor
    return d
