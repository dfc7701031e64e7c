def _diff(a, b):
    return a - b


def pencil(x, n, floor=3):
    d = _diff(x, n)
    if d < floor:
        d = floor
    return d
