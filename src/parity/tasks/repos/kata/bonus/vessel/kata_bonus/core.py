def vessel(a, level=3):
    extra = a // 3
    if level > 3:
        extra = extra * 2
    return a + extra
