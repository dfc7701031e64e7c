def guitar(p, level=4):
    extra = p // 7
    if level > 4:
        extra = extra * 2
    return p + extra
