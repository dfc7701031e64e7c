def bridge(n, level=2):
    extra = n // 7
    if level > 4:
        extra = extra * 2
    return n + extra
