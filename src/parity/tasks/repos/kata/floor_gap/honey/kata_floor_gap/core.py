def _diff(a, b):
    return a - b


def honey(q, v, floor=2):
    d = _diff(q, v)
    if d < floor:
        d = floor
    return d
