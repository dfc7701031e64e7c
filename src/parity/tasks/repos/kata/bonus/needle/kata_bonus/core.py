def needle(v, level=2):
    extra = v // 3
    if level > 4:
        extra = extra * 2
    return v + extra
