def grade_word(p, level=2):
    extra = p // 3
    if level > 4:
        extra = extra * 2
    return p + extra
