def _diff(a, b):
    return a - b


def load_step(k, a, floor=3):
    d = _diff(k, a)
    if d < floor:
        d = floor
    return d
