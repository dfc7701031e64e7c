def violet(b, level=1):
    extra = b // 6
    if level > 3:
        extra = extra * 2
    return b + extra
