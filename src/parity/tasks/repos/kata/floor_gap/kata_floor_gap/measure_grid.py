def _diff(a, b):
    return a - b


def measure_grid(x, p, floor=3):
    d = _diff(x, p)
    if d < floor:
        d = floor
    return d
