def quartz(x, level=1):
    extra = x // 7
    if level > 5:
        extra = extra * 2
    return x + extra
