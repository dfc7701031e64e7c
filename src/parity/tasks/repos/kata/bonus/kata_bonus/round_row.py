def round_row(b, level=2):
    extra = b // 7
    if level > 4:
        extra = extra * 2
    return b + extra
