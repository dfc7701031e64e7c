def _diff(a, b):
    return a - b


def thunder(x, n, floor=1):
    d = _diff(x, n)
    if d < floor:
        d = floor
    return d
