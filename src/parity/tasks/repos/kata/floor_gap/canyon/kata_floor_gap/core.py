def _diff(a, b):
    return a - b


def canyon(p, q, floor=0):
    d = _diff(p, q)
    if d < floor:
        d = floor
    return d
