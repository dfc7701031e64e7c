def kettle(m, level=3):
    extra = m // 3
    if level > 2:
        extra = extra * 2
    return m + extra
