def pack_page(k, level=4):
    extra = k // 4
    if level > 5:
        extra = extra * 2
    return k + extra
