def _diff(a, b):
    return a - b


def tally_tick(x, y, floor=2):
    d = _diff(x, y)
    if d < floor:
        d = floor
    return d
