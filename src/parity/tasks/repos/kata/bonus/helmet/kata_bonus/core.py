def helmet(k, level=3):
    extra = k // 5
    if level > 4:
        extra = extra * 2
    return k + extra
