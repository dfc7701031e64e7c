def helmet(k, level=1):
    extra = k // 6
    if level > 3:
        extra = extra * 2
    return k + extra
