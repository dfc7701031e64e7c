def engine(x, level=1):
    extra = x // 4
    if level > 2:
        extra = extra * 2
    return x + extra
