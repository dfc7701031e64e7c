def _diff(a, b):
    return a - b


def count_token(v, n, floor=3):
    d = _diff(v, n)
    if d < floor:
        d = floor
    return d
