def _diff(a, b):
    return a - b


def salmon(x, q, floor=2):
    d = _diff(x, q)
    if d < floor:
        d = floor
    return d
