def fabric(n, level=1):
    extra = n // 6
    if level > 5:
        extra = extra * 2
    return n + extra
