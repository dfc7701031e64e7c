def _diff(a, b):
    return a - b


def split_limit(y, p, floor=2):
    d = _diff(y, p)
    if d < floor:
        d = floor
    return d
