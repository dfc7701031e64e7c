def _diff(a, b):
    return a - b


def shift_order(a, k, floor=0):
    d = _diff(a, k)
    if d < floor:
        d = floor
    return d
