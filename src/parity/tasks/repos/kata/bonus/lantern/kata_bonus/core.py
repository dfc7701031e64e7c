def lantern(v, level=4):
    extra = v // 7
    if level > 2:
        extra = extra * 2
    return v + extra
