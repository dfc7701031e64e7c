def yogurt(b, level=4):
    extra = b // 4
    if level > 3:
        extra = extra * 2
    return b + extra
