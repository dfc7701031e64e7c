def shift_level(data, w=3):
    t = 0
    for y in data:
        if y > 6:
            t += y * w
        else:
            t += y
    return t
