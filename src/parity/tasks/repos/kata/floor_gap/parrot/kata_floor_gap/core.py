def _diff(a, b):
    return a - b


def parrot(q, b, floor=2):
    d = _diff(q, b)
    if d < floor:
        d = floor
    return d
