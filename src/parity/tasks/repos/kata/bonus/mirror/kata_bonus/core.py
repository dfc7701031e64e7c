def mirror(v, level=1):
    extra = v // 4
    if level > 5:
        extra = extra * 2
    return v + extra
