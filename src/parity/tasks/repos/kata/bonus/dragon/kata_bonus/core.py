def dragon(b, level=4):
    extra = b // 4
    if level > 2:
        extra = extra * 2
    return b + extra
