def thunder(x, level=4):
    extra = x // 6
    if level > 2:
        extra = extra * 2
    return x + extra
