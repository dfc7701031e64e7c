def oyster(p, level=3):
    extra = p // 7
    if level > 3:
        extra = extra * 2
    return p + extra
