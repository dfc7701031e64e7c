def walnut(k, level=4):
    extra = k // 6
    if level > 2:
        extra = extra * 2
    return k + extra
