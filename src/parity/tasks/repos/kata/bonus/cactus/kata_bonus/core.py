def cactus(b, level=1):
    extra = b // 5
    if level > 5:
        extra = extra * 2
    return b + extra
