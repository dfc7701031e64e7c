def _diff(a, b):
    return a - b


def garden(m, q, floor=1):
    d = _diff(m, q)
    if d < floor:
        d = floor
    return d
