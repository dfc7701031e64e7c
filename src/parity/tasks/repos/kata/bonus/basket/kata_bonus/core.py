def basket(a, level=1):
    extra = a // 5
    if level > 2:
        extra = extra * 2
    return a + extra
