def _diff(a, b):
    return a - b


def tomato(b, q, floor=0):
    d = _diff(b, q)
    if d < floor:
        d = floor
    return d
