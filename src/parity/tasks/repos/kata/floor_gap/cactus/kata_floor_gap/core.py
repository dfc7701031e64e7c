def _diff(a, b):
    return a - b


def cactus(x, k, floor=1):
    d = _diff(x, k)
    if d < floor:
        d = floor
    return d
