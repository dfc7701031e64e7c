def zipper(a, level=4):
    extra = a // 7
    if level > 4:
        extra = extra * 2
    return a + extra
