def _diff(a, b):
    return a - b


def whistle(q, b, floor=1):
    d = _diff(q, b)
    if d < floor:
        d = floor
    return d
