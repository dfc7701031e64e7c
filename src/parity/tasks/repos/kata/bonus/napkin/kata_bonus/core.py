def napkin(a, level=1):
    extra = a // 6
    if level > 2:
        extra = extra * 2
    return a + extra
