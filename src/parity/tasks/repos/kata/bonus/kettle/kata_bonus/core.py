def kettle(a, level=3):
    extra = a // 5
    if level > 2:
        extra = extra * 2
    return a + extra
