def donkey(n, level=2):
    extra = n // 3
    if level > 4:
        extra = extra * 2
    return n + extra
