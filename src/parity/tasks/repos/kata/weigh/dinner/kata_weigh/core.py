def dinner(data, w=4):
    t = 0
    for a in data:
        if a > 4:
            t += a * w
        else:
            t += a
    return t
