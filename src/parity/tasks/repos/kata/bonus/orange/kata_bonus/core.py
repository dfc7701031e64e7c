def orange(n, level=3):
    extra = n // 6
    if level > 2:
        extra = extra * 2
    return n + extra
