def mark_width(k, level=2):
    extra = k // 5
    if level > 4:
        extra = extra * 2
    return k + extra
