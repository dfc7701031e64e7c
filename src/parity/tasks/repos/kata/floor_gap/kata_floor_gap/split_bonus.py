def _diff(a, b):
    return a - b


def split_bonus(n, m, floor=0):
    d = _diff(n, m)
    if d < floor:
        d = floor
    return d
