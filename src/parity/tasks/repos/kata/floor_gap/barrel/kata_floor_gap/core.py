def _diff(a, b):
    return a - b


def barrel(x, k, floor=0):
    d = _diff(x, k)
    if d < floor:
        d = floor
    return d
