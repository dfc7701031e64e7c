def tomato(q, level=2):
    extra = q // 7
    if level > 3:
        extra = extra * 2
    return q + extra
