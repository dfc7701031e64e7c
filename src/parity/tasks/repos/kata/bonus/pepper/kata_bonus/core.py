def pepper(x, level=2):
    extra = x // 3
    if level > 3:
        extra = extra * 2
    return x + extra
