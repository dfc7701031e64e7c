def _diff(a, b):
    return a - b


def dinner(a, q, floor=2):
    d = _diff(a, q)
    if d < floor:
        d = floor
    return d
