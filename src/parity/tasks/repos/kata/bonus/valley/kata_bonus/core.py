def valley(v, level=3):
    extra = v // 6
    if level > 4:
        extra = extra * 2
    return v + extra
