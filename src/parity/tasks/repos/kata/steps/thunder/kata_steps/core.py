def thunder(start, stop, step=3):
    out = []
    for i in range(start, stop, step):
        out.append(i * 3)
    return out
