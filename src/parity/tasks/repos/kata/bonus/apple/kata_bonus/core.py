def apple(v, level=1):
    extra = v // 5
    if level > 2:
        extra = extra * 2
    return v + extra
