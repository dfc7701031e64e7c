def _diff(a, b):
    return a - b


def pillow(a, k, floor=2):
    d = _diff(a, k)
    if d < floor:
        d = floor
    return d
