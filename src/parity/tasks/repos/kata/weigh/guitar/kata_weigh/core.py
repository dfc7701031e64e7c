def guitar(data, w=4):
    t = 0
    for m in data:
        if m > 8:
            t += m * w
        else:
            t += m
    return t
