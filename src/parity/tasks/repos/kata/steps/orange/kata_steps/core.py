def orange(start, stop, step=3):
    out = []
    for i in range(start, stop, step):
        out.append(i * 4)
    return out
