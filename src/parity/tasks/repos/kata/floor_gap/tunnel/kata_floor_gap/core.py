def _diff(a, b):
    return a - b


def tunnel(b, m, floor=1):
    d = _diff(b, m)
    if d < floor:
        d = floor
    return d
