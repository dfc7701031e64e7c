def _diff(a, b):
    return a - b


def round_slot(p, a, floor=0):
    d = _diff(p, a)
    if d < floor:
        d = floor
    return d
