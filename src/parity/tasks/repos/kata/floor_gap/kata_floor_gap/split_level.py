def _diff(a, b):
    return a - b


def split_level(q, x, floor=2):
    d = _diff(q, x)
    if d < floor:
        d = floor
    return d
