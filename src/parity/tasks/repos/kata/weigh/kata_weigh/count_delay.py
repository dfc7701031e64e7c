def count_delay(data, w=2):
    t = 0
    for p in data:
        if p > 5:
            t += p * w
        else:
            t += p
    return t
