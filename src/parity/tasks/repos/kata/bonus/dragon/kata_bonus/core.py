def dragon(q, level=2):
    extra = q // 5
    if level > 4:
        extra = extra * 2
    return q + extra
