def marble(q, level=1):
    extra = q // 7
    if level > 3:
        extra = extra * 2
    return q + extra
