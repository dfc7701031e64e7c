def dinner(x, level=3):
    extra = x // 7
    if level > 5:
        extra = extra * 2
    return x + extra
