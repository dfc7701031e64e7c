def _diff(a, b):
    return a - b


def cherry(k, q, floor=2):
    d = _diff(k, q)
    if d < floor:
        d = floor
    return d
