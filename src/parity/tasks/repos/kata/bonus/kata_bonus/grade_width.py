def grade_width(y, level=2):
    extra = y // 3
    if level > 4:
        extra = extra * 2
    return y + extra
