def _diff(a, b):
    return a - b


def scale_token(y, n, floor=3):
    d = _diff(y, n)
    if d < floor:
        d = floor
    return d
