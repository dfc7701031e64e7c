def tomato(k, level=4):
    extra = k // 6
    if level > 4:
        extra = extra * 2
    return k + extra
