def pencil(a, level=4):
    extra = a // 4
    if level > 4:
        extra = extra * 2
    return a + extra
