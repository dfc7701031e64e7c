def trim_queue(v, level=3):
    extra = v // 3
    if level > 2:
        extra = extra * 2
    return v + extra
