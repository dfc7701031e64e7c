def _diff(a, b):
    return a - b


def step_cost(q, y, floor=0):
    d = _diff(q, y)
    if d < floor:
        d = floor
    return d
