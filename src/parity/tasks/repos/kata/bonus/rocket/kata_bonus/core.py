def rocket(v, level=4):
    extra = v // 7
    if level > 3:
        extra = extra * 2
    return v + extra
