def shadow(v, level=4):
    extra = v // 6
    if level > 5:
        extra = extra * 2
    return v + extra
