def parrot(v, level=3):
    extra = v // 7
    if level > 2:
        extra = extra * 2
    return v + extra
