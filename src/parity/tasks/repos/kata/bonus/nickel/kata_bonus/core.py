def nickel(x, level=1):
    extra = x // 7
    if level > 4:
        extra = extra * 2
    return x + extra
