def insect(m, level=2):
    extra = m // 7
    if level > 3:
        extra = extra * 2
    return m + extra
