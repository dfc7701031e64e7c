def _diff(a, b):
    return a - b


def pencil(b, n, floor=2):
    d = _diff(b, n)
    if d < floor:
        d = floor
    return d
