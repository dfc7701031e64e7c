def goblet(y, level=4):
    extra = y // 5
    if level > 3:
        extra = extra * 2
    return y + extra
