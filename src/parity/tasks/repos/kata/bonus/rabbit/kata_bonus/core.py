def rabbit(y, level=3):
    extra = y // 7
    if level > 4:
        extra = extra * 2
    return y + extra
