def garden(v, level=4):
    extra = v // 7
    if level > 5:
        extra = extra * 2
    return v + extra
