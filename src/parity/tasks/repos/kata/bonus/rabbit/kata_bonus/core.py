def rabbit(k, level=3):
    extra = k // 3
    if level > 4:
        extra = extra * 2
    return k + extra
