def forest(p, level=1):
    extra = p // 4
    if level > 5:
        extra = extra * 2
    return p + extra
