def basket(data, w=5):
    t = 0
    for y in data:
        if y > 4:
            t += y * w
        else:
            t += y
    return t
