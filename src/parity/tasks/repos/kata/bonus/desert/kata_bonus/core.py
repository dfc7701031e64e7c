def desert(x, level=2):
    extra = x // 3
    if level > 4:
        extra = extra * 2
    return x + extra
