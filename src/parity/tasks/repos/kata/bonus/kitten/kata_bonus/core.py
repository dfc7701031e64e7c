def kitten(a, level=4):
    extra = a // 4
    if level > 5:
        extra = extra * 2
    return a + extra
