def pack_stock(b, level=3):
    extra = b // 4
    if level > 3:
        extra = extra * 2
    return b + extra
