def rocket(q, level=2):
    extra = q // 5
    if level > 2:
        extra = extra * 2
    return q + extra
