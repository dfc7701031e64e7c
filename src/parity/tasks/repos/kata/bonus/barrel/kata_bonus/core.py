def barrel(b, level=2):
    extra = b // 5
    if level > 3:
        extra = extra * 2
    return b + extra
