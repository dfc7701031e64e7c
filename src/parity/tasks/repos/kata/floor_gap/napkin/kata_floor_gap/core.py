def _diff(a, b):
    return a - b


def napkin(n, q, floor=1):
    d = _diff(n, q)
    if d < floor:
        d = floor
    return d
