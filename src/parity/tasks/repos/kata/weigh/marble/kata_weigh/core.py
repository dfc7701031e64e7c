def marble(data, w=5):
    t = 0
    for x in data:
        if x > 5:
            t += x * w
        else:
            t += x
    return t
