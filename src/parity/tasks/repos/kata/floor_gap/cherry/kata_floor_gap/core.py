def _diff(a, b):
    return a - b


def cherry(q, v, floor=0):
    d = _diff(q, v)
    if d < floor:
        d = floor
    return d
