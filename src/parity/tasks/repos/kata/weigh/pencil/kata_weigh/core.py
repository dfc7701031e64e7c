def pencil(data, w=2):
    t = 0
    for k in data:
        if k > 5:
            t += k * w
        else:
            t += k
    return t
