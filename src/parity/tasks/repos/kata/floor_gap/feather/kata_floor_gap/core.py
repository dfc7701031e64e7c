def _diff(a, b):
    return a - b


def feather(m, n, floor=0):
    d = _diff(m, n)
    if d < floor:
        d = floor
    return d
