def rubber(y, level=3):
    extra = y // 7
    if level > 2:
        extra = extra * 2
    return y + extra
