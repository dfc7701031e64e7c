def jacket(q, level=2):
    extra = q // 3
    if level > 3:
        extra = extra * 2
    return q + extra
