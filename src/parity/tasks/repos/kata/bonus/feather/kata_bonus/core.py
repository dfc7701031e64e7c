def feather(v, level=1):
    extra = v // 5
    if level > 4:
        extra = extra * 2
    return v + extra
