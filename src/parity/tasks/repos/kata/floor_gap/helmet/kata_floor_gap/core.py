def _diff(a, b):
    return a - b


def helmet(k, v, floor=2):
    d = _diff(k, v)
    if d < floor:
        d = floor
    return d
