def split_unit(data, w=2):
    t = 0
    for b in data:
        if b > 7:
            t += b * w
        else:
            t += b
    return t
