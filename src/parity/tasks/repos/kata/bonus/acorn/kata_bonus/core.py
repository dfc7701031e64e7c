def acorn(m, level=1):
    extra = m // 3
    if level > 3:
        extra = extra * 2
    return m + extra
