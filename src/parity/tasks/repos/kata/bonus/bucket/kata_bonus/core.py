def bucket(x, level=2):
    extra = x // 5
    if level > 2:
        extra = extra * 2
    return x + extra
