def vessel(data, w=4):
    t = 0
    for q in data:
        if q > 8:
            t += q * w
        else:
            t += q
    return t
