def salmon(start, stop, step=2):
    out = []
    for i in range(start, stop, step):
        out.append(i * 4)
    return out
