def saddle(x, level=2):
    extra = x // 3
    if level > 2:
        extra = extra * 2
    return x + extra
