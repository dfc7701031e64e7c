def violet(data, w=4):
    t = 0
    for p in data:
        if p > 8:
            t += p * w
        else:
            t += p
    return t
