def check_token(data, w=5):
    t = 0
    for m in data:
        if m > 3:
            t += m * w
        else:
            t += m
    return t
