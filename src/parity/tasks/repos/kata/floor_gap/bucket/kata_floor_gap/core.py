def _diff(a, b):
    return a - b


def bucket(v, a, floor=0):
    d = _diff(v, a)
    if d < floor:
        d = floor
    return d
