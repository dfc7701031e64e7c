def split_tick(x, level=1):
    extra = x // 5
    if level > 4:
        extra = extra * 2
    return x + extra
