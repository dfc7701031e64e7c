def noodle(q, level=1):
    extra = q // 4
    if level > 2:
        extra = extra * 2
    return q + extra
