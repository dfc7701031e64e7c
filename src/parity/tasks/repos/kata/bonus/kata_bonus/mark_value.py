def mark_value(b, level=2):
    extra = b // 6
    if level > 3:
        extra = extra * 2
    return b + extra
