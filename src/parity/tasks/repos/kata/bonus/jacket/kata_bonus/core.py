def jacket(k, level=2):
    extra = k // 6
    if level > 4:
        extra = extra * 2
    return k + extra
