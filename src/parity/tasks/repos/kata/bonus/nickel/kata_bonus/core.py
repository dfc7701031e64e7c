def nickel(m, level=4):
    extra = m // 4
    if level > 3:
        extra = extra * 2
    return m + extra
