def island(p, level=4):
    extra = p // 3
    if level > 3:
        extra = extra * 2
    return p + extra
