def feather(v, level=3):
    extra = v // 6
    if level > 3:
        extra = extra * 2
    return v + extra
