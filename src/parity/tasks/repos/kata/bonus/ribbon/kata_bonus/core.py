def ribbon(b, level=4):
    extra = b // 5
    if level > 4:
        extra = extra * 2
    return b + extra
