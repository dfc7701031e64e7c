def _diff(a, b):
    return a - b


def pack_batch(p, k, floor=1):
    d = _diff(p, k)
    if d < floor:
        d = floor
    return d
