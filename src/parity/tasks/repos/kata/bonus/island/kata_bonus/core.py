def island(a, level=3):
    extra = a // 4
    if level > 2:
        extra = extra * 2
    return a + extra
