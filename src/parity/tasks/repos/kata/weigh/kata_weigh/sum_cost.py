def sum_cost(data, w=5):
    t = 0
    for a in data:
        if a > 3:
            t += a * w
        else:
            t += a
    return t
