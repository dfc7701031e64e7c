def _diff(a, b):
    return a - b


def check_point(p, q, floor=1):
    d = _diff(p, q)
    if d < floor:
        d = floor
    return d
