def split_label(y, level=2):
    extra = y // 4
    if level > 5:
        extra = extra * 2
    return y + extra
