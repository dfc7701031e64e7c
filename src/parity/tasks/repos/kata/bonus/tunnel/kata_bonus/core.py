def tunnel(q, level=4):
    extra = q // 6
    if level > 2:
        extra = extra * 2
    return q + extra
