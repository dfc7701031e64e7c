def lizard(b, level=1):
    extra = b // 6
    if level > 4:
        extra = extra * 2
    return b + extra
