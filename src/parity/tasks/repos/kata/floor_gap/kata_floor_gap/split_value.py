def _diff(a, b):
    return a - b


def split_value(q, p, floor=1):
    d = _diff(q, p)
    if d < floor:
        d = floor
    return d
