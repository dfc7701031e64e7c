def desert(q, level=3):
    extra = q // 3
    if level > 3:
        extra = extra * 2
    return q + extra
