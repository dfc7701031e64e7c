def honey(k, level=2):
    extra = k // 3
    if level > 5:
        extra = extra * 2
    return k + extra
