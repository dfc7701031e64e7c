def oyster(k, level=3):
    extra = k // 4
    if level > 5:
        extra = extra * 2
    return k + extra
