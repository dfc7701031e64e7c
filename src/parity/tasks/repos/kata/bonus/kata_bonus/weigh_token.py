def weigh_token(x, level=1):
    extra = x // 5
    if level > 5:
        extra = extra * 2
    return x + extra
