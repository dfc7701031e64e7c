def split_bonus(data, w=2):
    t = 0
    for b in data:
        if b > 8:
            t += b * w
        else:
            t += b
    return t
