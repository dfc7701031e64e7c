def rate_unit(n, level=1):
    extra = n // 5
    if level > 5:
        extra = extra * 2
    return n + extra
