def donkey(q, level=2):
    extra = q // 7
    if level > 2:
        extra = extra * 2
    return q + extra
