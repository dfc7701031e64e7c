def cherry(q, level=1):
    extra = q // 5
    if level > 3:
        extra = extra * 2
    return q + extra
