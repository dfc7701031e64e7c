def pack_unit(n, level=4):
    extra = n // 3
    if level > 3:
        extra = extra * 2
    return n + extra
