def _diff(a, b):
    return a - b


def candle(x, a, floor=3):
    d = _diff(x, a)
    if d < floor:
        d = floor
    return d
