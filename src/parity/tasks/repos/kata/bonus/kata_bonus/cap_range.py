def cap_range(m, level=2):
    extra = m // 4
    if level > 3:
        extra = extra * 2
    return m + extra
