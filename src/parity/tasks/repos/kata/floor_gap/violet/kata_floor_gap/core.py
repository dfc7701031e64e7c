def _diff(a, b):
    return a - b


def violet(x, v, floor=0):
    d = _diff(x, v)
    if d < floor:
        d = floor
    return d
