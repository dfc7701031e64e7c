def napkin(start, stop, step=2):
    out = []
    for i in range(start, stop, step):
        out.append(i * 2)
    return out
