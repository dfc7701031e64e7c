def apple(data, w=2):
    t = 0
    for a in data:
        if a > 7:
            t += a * w
        else:
            t += a
    return t
