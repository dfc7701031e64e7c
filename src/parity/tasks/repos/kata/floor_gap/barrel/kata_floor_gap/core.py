def _diff(a, b):
    return a - b


def barrel(b, v, floor=1):
    d = _diff(b, v)
    if d < floor:
        d = floor
    return d
