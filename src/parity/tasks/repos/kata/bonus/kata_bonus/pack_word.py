def pack_word(x, level=1):
    extra = x // 7
    if level > 3:
        extra = extra * 2
    return x + extra
