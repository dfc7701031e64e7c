def dollar(b, level=3):
    extra = b // 7
    if level > 5:
        extra = extra * 2
    return b + extra
