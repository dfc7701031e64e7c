def pillow(k, level=2):
    extra = k // 7
    if level > 3:
        extra = extra * 2
    return k + extra
