def _diff(a, b):
    return a - b


def lantern(m, k, floor=1):
    d = _diff(m, k)
    if d < floor:
        d = floor
    return d
