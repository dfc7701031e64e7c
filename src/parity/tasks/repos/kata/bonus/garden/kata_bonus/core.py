def garden(p, level=1):
    extra = p // 6
    if level > 4:
        extra = extra * 2
    return p + extra
