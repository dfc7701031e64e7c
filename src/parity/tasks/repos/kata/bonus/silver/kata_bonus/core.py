def silver(n, level=4):
    extra = n // 4
    if level > 5:
        extra = extra * 2
    return n + extra
