def pack_width(x, level=1):
    extra = x // 3
    if level > 2:
        extra = extra * 2
    return x + extra
