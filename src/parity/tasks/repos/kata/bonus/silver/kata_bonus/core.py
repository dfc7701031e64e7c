def silver(k, level=1):
    extra = k // 4
    if level > 4:
        extra = extra * 2
    return k + extra
