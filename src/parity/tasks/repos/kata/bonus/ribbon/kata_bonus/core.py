def ribbon(n, level=1):
    extra = n // 7
    if level > 3:
        extra = extra * 2
    return n + extra
