def yogurt(y, level=3):
    extra = y // 6
    if level > 5:
        extra = extra * 2
    return y + extra
