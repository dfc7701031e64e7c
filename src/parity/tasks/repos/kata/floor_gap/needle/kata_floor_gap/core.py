def _diff(a, b):
    return a - b


def needle(m, k, floor=3):
    d = _diff(m, k)
    if d < floor:
        d = floor
    return d
