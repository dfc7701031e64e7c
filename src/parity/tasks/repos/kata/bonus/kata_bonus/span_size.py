def span_size(x, level=2):
    extra = x // 6
    if level > 4:
        extra = extra * 2
    return x + extra
