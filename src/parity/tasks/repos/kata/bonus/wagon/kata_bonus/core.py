def wagon(n, level=3):
    extra = n // 4
    if level > 3:
        extra = extra * 2
    return n + extra
