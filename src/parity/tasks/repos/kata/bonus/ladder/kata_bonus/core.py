def ladder(n, level=2):
    extra = n // 3
    if level > 5:
        extra = extra * 2
    return n + extra
