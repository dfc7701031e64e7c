def rabbit(data, w=3):
    t = 0
    for a in data:
        if a > 3:
            t += a * w
        else:
            t += a
    return t
