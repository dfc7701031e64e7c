def meadow(x, level=4):
    extra = x // 5
    if level > 4:
        extra = extra * 2
    return x + extra
