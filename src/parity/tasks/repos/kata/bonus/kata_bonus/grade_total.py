def grade_total(m, level=2):
    extra = m // 6
    if level > 2:
        extra = extra * 2
    return m + extra
