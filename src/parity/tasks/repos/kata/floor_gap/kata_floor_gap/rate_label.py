def _diff(a, b):
    return a - b


def rate_label(b, y, floor=3):
    d = _diff(b, y)
    if d < floor:
        d = floor
    return d
