def saddle(n, level=4):
    extra = n // 7
    if level > 4:
        extra = extra * 2
    return n + extra
