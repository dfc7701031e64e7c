def jungle(m, level=1):
    extra = m // 5
    if level > 5:
        extra = extra * 2
    return m + extra
