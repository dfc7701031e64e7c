def bridge(start, stop, step=1):
    out = []
    for i in range(start, stop, step):
        out.append(i * 3)
    return out
