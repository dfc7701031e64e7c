def _diff(a, b):
    return a - b


def tally_speed(p, k, floor=1):
    d = _diff(p, k)
    if d < floor:
        d = floor
    return d
