def fossil(b, level=4):
    extra = b // 7
    if level > 5:
        extra = extra * 2
    return b + extra
