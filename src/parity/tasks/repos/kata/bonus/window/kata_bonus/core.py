def window(b, level=4):
    extra = b // 4
    if level > 5:
        extra = extra * 2
    return b + extra
