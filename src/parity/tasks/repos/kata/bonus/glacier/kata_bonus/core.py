def glacier(v, level=4):
    extra = v // 3
    if level > 2:
        extra = extra * 2
    return v + extra
