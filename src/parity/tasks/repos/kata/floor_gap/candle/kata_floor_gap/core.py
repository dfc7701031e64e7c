def _diff(a, b):
    return a - b


def candle(n, b, floor=2):
    d = _diff(n, b)
    if d < floor:
        d = floor
    return d
