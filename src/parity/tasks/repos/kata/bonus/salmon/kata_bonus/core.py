def salmon(m, level=4):
    extra = m // 6
    if level > 4:
        extra = extra * 2
    return m + extra
