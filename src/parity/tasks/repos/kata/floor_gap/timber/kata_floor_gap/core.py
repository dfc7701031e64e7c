def _diff(a, b):
    return a - b


def timber(n, q, floor=0):
    d = _diff(n, q)
    if d < floor:
        d = floor
    return d
