def bridge(m, level=2):
    extra = m // 7
    if level > 4:
        extra = extra * 2
    return m + extra
