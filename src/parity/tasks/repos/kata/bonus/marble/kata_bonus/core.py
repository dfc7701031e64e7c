def marble(m, level=4):
    extra = m // 5
    if level > 4:
        extra = extra * 2
    return m + extra
