def span_width(x, level=4):
    extra = x // 3
    if level > 4:
        extra = extra * 2
    return x + extra
