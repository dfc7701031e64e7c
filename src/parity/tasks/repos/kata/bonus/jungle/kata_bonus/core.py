def jungle(k, level=3):
    extra = k // 6
    if level > 2:
        extra = extra * 2
    return k + extra
