def lemon(q, level=4):
    extra = q // 3
    if level > 5:
        extra = extra * 2
    return q + extra
