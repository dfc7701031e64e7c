def _diff(a, b):
    return a - b


def mark_speed(q, n, floor=1):
    d = _diff(q, n)
    if d < floor:
        d = floor
    return d
