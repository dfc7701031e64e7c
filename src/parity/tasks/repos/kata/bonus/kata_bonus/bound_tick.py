def bound_tick(p, level=3):
    extra = p // 7
    if level > 5:
        extra = extra * 2
    return p + extra
